# Breaks "When `call_tool` raises an `Exception` (any class ...), its place holds a `dict`": the
# try that guards `block["type"]` also wraps the call, and its `except KeyError: continue` eats a
# KeyError from call_tool. Input: [tool_use "toolu_a"] with call_tool raising KeyError("user_id")
# gives content [] (no result for "toolu_a").


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        try:
            if block["type"] == "tool_use":
                results.append(call_tool(block))
        except KeyError:
            continue  # a block without a type is not a call
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
