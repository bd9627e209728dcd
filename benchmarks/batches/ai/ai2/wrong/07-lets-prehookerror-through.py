# Wrong: breaks "When call_tool raises an Exception (any class ...), its place holds a dict ..." and
# the notebook's "Unlike answer_turn, it [answer_tool_uses] lets a PreHookError through". Copying
# the package, it re-raises PreHookError: call_tool raising PreHookError("hook failed",
# hook_name="h", tool_name="t") escapes answer_turn. Other exceptions are answered correctly.
from toolhooks import PreHookError


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except PreHookError:
            raise  # a broken policy stops the agent
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
