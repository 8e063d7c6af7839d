import AirfitMCP
import App

await AirfitCommand.start(MCPServeCommand.self)
