# Wrong: breaks "After those results content may ... go on only with ... non-blank text blocks
# (never an empty text ...)": what each tool printed is captured and appended as a text block
# whenever anything was printed, even a bare line break. Input: a call_tool that does print() and
# returns its result -> the message ends with {"type": "text", "text": "\n"}.
import contextlib
import io


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results, printed = [], []
    for block in content:
        if block["type"] != "tool_use":
            continue
        buffer = io.StringIO()
        try:
            with contextlib.redirect_stdout(buffer):
                results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True,
                            "content": f"The call failed with {type(exc).__name__}: {exc}"})
        if buffer.getvalue():
            printed.append(buffer.getvalue())
    results += [{"type": "text", "text": text} for text in printed]  # the model sees the logs
    return {"role": "user", "content": results}
