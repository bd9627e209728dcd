# Breaks: "text blocks get none, nor do ... `server_tool_use`, `mcp_tool_use` ... blocks: only `"type": "tool_use"`":
# MCP tool calls are treated as tool calls too ("they need a result as well").
# Input: content [tool_use(..., "toolu_01"), {"type": "mcp_tool_use", "id": "mcptoolu_01", "name": "search",
# "server_name": "docs", "input": {}}] gives two results, the second for the mcp_tool_use block.
from collections.abc import Mapping

_CALL_TYPES = ("tool_use", "mcp_tool_use")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not (isinstance(block, Mapping) and block.get("type") in _CALL_TYPES):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}" if str(exc).strip() else type(exc).__name__})
    return {"role": "user", "content": results}
