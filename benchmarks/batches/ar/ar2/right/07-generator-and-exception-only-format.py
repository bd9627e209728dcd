# Right: a generator walks content once, in order, picks blocks whose "type" is exactly
# "tool_use", calls call_tool(block) once each and yields its result untouched; an Exception
# (only that: BaseException passes) becomes a fresh is_error dict for block["id"] whose content
# holds traceback's exception-only text (class, then str(exc) unchanged; never starts BLOCKED:).
import traceback


def _answers(call_tool, content):
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            answer = call_tool(block)
        except Exception as exc:
            detail = "".join(traceback.format_exception_only(type(exc), exc)).rstrip("\n")
            answer = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": "The tool call raised " + detail}
        yield answer


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return {"role": "user", "content": list(_answers(call_tool, content))}
