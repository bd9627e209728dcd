# Wrong: "its place holds a dict with "type": "tool_result", ...". The error result made for a
# crash is frozen in a types.MappingProxyType so later code cannot edit it; that is not a
# dict (isinstance(x, dict) is False, json.dumps refuses it): call_tool raising
# ValueError("boom") gets a mappingproxy in its place.
import types


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                types.MappingProxyType(
                    {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                     "content": f"Tool call failed ({type(exc).__name__}): {exc}"}
                )
            )
    return {"role": "user", "content": results}
