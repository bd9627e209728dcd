# Breaks "its place holds a dict with "type": "tool_result", ..." and "Each call's message is
# new, sharing no dict with another's": a crash is answered by a ChainMap (not a dict, and
# json.dumps refuses it) layered over one module-level defaults dict shared by every answer.
# Input: call_tool raising ValueError("boom"): content[0] is a ChainMap, isinstance(..., dict) False.
from collections import ChainMap

_ERROR_DEFAULTS = {"type": "tool_result", "is_error": True}


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            message = str(exc)
            text = f"{type(exc).__name__}: {message}" if message.strip() else type(exc).__name__
            answers.append(ChainMap({"tool_use_id": block["id"], "content": text}, _ERROR_DEFAULTS))
    return {"role": "user", "content": answers}
