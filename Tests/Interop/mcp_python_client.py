"""Interop: the official MCP Python SDK drives `airfit mcp` over stdio.

Usage: python mcp_python_client.py AIRFIT_BINARY HOME
Starts `AIRFIT_BINARY mcp --home HOME` through the SDK's stdio client, does the handshake,
lists and calls tools, reads resources and gets a prompt, and prints what came back as one
JSON object (the wire shapes, camelCase) for the Swift test to check. Exit status 3 when the
SDK is not installed, so that the test can say so.
"""
import asyncio
import json
import os
import sys

try:
    from mcp import ClientSession, StdioServerParameters
    from mcp.client.stdio import stdio_client
except ImportError as error:  # the test turns this into a clear skip message
    print(f"the MCP Python SDK is not installed here: {error}", file=sys.stderr)
    sys.exit(3)


def wire(model):
    """A result as it travelled (aliases, JSON types)."""
    return model.model_dump(mode="json", by_alias=True, exclude_none=True)


async def run(binary, home):
    environment = {"HOME": home, "LANG": "C.UTF-8"}
    if "AIRFIT_TODAY" in os.environ:
        environment["AIRFIT_TODAY"] = os.environ["AIRFIT_TODAY"]
    server = StdioServerParameters(command=binary, args=["mcp", "--home", home], env=environment)
    async with stdio_client(server) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            report = {"initialize": wire(initialized)}
            report["tools"] = wire(await session.list_tools())
            report["log_food"] = wire(await session.call_tool("log_food", {"description": "2 eggs and a banana"}))
            report["log_food_bad"] = wire(await session.call_tool("log_food", {}))
            report["unknown_tool"] = wire(await session.call_tool("juggle", {}))
            report["resources"] = wire(await session.list_resources())
            report["today"] = wire(await session.read_resource("airfit://today"))
            report["prompts"] = wire(await session.list_prompts())
            report["prompt"] = wire(await session.get_prompt("plan-my-day-of-eating", {"preferences": "vegetarian"}))
    print(json.dumps(report))


if __name__ == "__main__":
    asyncio.run(run(sys.argv[1], sys.argv[2]))
