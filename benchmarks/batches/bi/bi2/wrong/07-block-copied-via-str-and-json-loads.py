# Wrong: "call_tool ... called once per block (the block as it is in content, or an equal
# copy of it)". Each block is "deep-copied" with json.loads(str(block).replace("'", '"')),
# which breaks on Python's True/False/None and on apostrophes: for a tool_use whose input is
# {"dry_run": True} (or {"note": "it's"}) the tool is never called and an is_error result
# (JSONDecodeError) takes its place.
import json


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            private = json.loads(str(block).replace("'", '"'))
            results.append(call_tool(private))
        except Exception as exc:
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                 "content": f"Tool call failed ({type(exc).__name__}): {exc}"}
            )
    return {"role": "user", "content": results}
