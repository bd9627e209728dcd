# Breaks: "When call_tool raises an Exception ... its place holds a dict ... and the blocks after it
# still run." An EOFError (REPL habit: the input is closed) stops the loop, unanswered.
# Input: [tool_use A, tool_use B] with call_tool raising EOFError("stdin closed") for A: the message
# holds no result for A and B is never called.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except EOFError:
            break  # the tool's input is closed: nothing more can run this turn
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
