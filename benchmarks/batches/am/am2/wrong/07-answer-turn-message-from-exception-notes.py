# Breaks: "holding its message as it is, str(exc) (or exc.args[0] if a str)". When the
# exception carries notes (add_note), the last note is taken as the friendlier message
# instead: ValueError("quota exceeded") with the note "while calling billing" is answered
# "ValueError: while calling billing", without "quota exceeded".
from collections.abc import Mapping


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not isinstance(block, Mapping) or block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            notes = getattr(exc, "__notes__", None)
            message = notes[-1] if notes else str(exc)  # the note says it for humans
            results.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"{type(exc).__name__}: {message}",
                }
            )
    return {"role": "user", "content": results}
