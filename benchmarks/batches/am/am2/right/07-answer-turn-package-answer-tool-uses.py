# Right: toolhooks.answer_tool_uses picks the tool_use blocks in order, calls call_tool once per block,
# answers an Exception with an is_error result "the call failed with <Class>: <str(exc)>" for its id,
# and returns {"role": "user", "content": [...]} (equal dict copies). The PreHookError it lets through
# is answered here first; KeyboardInterrupt, SystemExit and CancelledError pass untouched.
from toolhooks import answer_tool_uses
from toolhooks.errors import crash_message


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""

    def answered(block):
        try:
            return call_tool(block)
        except Exception as exc:  # PreHookError included: every Exception is answered here
            return {
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": crash_message("the call", exc),
            }

    return answer_tool_uses(answered, content)
