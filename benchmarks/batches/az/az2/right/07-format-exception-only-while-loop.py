# Right: only {"role", "content"}; one result per "type": "tool_use" block, in order, each the
# object call_tool returned; call_tool called once per block, the block itself, one at a time;
# an Exception becomes an is_error tool_result for block["id"] whose content is the standard
# "TypeName: str(exc)" line(s) (never blank, never starting BLOCKED:, the message unaltered);
# BaseExceptions are not caught; content is only read; nothing is shared between calls.
import traceback


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answered = []
    position = 0
    while position < len(content):
        block = content[position]
        position += 1
        if block.get("type") != "tool_use":
            continue
        try:
            outcome = call_tool(block)
        except Exception as exc:  # noqa: BLE001  (every Exception is answered)
            lines = traceback.format_exception_only(type(exc), exc)
            outcome = {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": "".join(lines),
            }
        answered.append(outcome)
    return dict(role="user", content=answered)
