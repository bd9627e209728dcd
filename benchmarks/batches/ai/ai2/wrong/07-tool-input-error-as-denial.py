# Wrong: breaks '"content" ... (not starting, even after whitespace, with BLOCKED:, a denial's mark,
# of your own ...)'. A ToolInputError is taken for a deliberate refusal, as the notebook's naive
# "Denied" tool is: call_tool raising ToolInputError("Denied") gives content "BLOCKED: Denied".
# Every other exception gets a plain error message.
from toolhooks import ToolInputError


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except ToolInputError as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"BLOCKED: {exc}"})
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
