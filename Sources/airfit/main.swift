import App

await AirfitCommand.start()
