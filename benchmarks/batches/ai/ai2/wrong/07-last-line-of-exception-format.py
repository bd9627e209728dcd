# Wrong: breaks "holding its message as it is, str(exc) ..., not stripped". The message is the last
# line of traceback.format_exception_only(exc), stripped: for exc = ValueError("disk full") with
# exc.add_note("while writing the case file") that line is the note, so "disk full" is missing;
# ValueError("disk full  ") loses its spaces. Plain one-line messages come out right.
import traceback


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            line = traceback.format_exception_only(exc)[-1].strip()
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed: {line}"})
    return {"role": "user", "content": results}
