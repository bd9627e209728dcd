# Wrong: a crash's content holds "its message as it is, str(exc)" for that call. The error
# text is assembled in one module-level io.StringIO; two threads answering turns whose tools
# raise (ValueError("alpha ...") in one, ValueError("beta ...") in the other) interleave in it,
# so one result can say the other thread's message.
import io

_TEXT = io.StringIO()


def _describe(exc):
    _TEXT.seek(0)
    _TEXT.truncate()
    _TEXT.write("Tool call failed (")
    _TEXT.write(type(exc).__name__)
    _TEXT.write("): ")
    _TEXT.write(str(exc))
    return _TEXT.getvalue()


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
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                 "content": _describe(exc)}
            )
    return {"role": "user", "content": results}
