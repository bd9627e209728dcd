# Right: each block whose type is exactly "tool_use" is handed over as a deep (equal) copy,
# one at a time in order; an Exception becomes an is_error result whose text is the
# formatted traceback (holds str(exc) verbatim, never blank, starts "Traceback"); other
# BaseExceptions pass; the caller's list is only read, and every call builds a new message.
import copy
import traceback


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(copy.deepcopy(block)))
        except Exception:
            answers.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": traceback.format_exc(),
                }
            )
    return {"role": "user", "content": answers}
