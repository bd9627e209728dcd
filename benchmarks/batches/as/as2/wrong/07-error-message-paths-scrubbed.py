# Breaks: the error content is "holding its message as it is, `str(exc)` ..., not stripped or
# escaped": absolute file paths in the message are replaced by <path> (don't leak server layout).
# Input: call_tool raising ValueError("cannot parse /srv/desk/cases/u_004.json") gives
# "Tool call failed (ValueError): cannot parse <path>".
import re

_ABS_PATH = re.compile(r"(?<![\w.])/(?:[\w.-]+/)*[\w.-]+")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    out = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            out.append(dict(call_tool(block)))
        except Exception as exc:
            message = _ABS_PATH.sub("<path>", str(exc))
            text = f"Tool call failed ({type(exc).__name__})"
            out.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                        "content": f"{text}: {message}" if message.strip() else text + "."})
    return {"role": "user", "content": out}
