# Right: functools.reduce folds the tool_use blocks (type == "tool_use" only, in order) into a new
# list, calling call_tool once per block; an Exception becomes an is_error result for block["id"]
# whose text holds exc.args[0] when that is a str (else str(exc)) after a label, so never blank;
# KeyboardInterrupt and friends are not caught. content is left alone; the message is fresh.
from functools import reduce


def _message_of(exc):
    first = exc.args[0] if exc.args else None
    return first if isinstance(first, str) else str(exc)


def _fold(call_tool):
    def step(answered, block):
        if block.get("type") != "tool_use":
            return answered
        try:
            result = call_tool(block)
        except Exception as exc:
            result = dict(
                type="tool_result",
                tool_use_id=block["id"],
                is_error=True,
                content="call_tool raised " + type(exc).__qualname__ + ": " + _message_of(exc),
            )
        answered.append(result)
        return answered

    return step


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    return dict(role="user", content=reduce(_fold(call_tool), content, []))
