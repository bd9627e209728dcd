# Wrong: breaks "its place holds a dict with ... `"is_error": True` and a non-blank `str`
# `"content"`": a json.JSONDecodeError is read as "the tool printed nothing" and answered
# with an empty, non-error result, so call_tool raising
# json.JSONDecodeError("Expecting value", "", 0) gives {"type": "tool_result", ..., "content": ""}.
import json


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except json.JSONDecodeError:
            # the tool ran but wrote no JSON: an empty output, not a failure
            results.append({"type": "tool_result", "tool_use_id": block["id"], "content": ""})
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
