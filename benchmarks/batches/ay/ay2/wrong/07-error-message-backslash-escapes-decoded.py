# Breaks: "holding its message as it is, `str(exc)` ..., not stripped or escaped": a message with a backslash is
# decoded with unicode_escape ("subprocess errors arrive escaped").
# Input: call_tool raising FileNotFoundError("no such file: C:\\new\\report.txt") gives content where "\\n" and
# "\\r" became a line break and a carriage return, not the message as raised.
import codecs
from collections.abc import Mapping


def _message(exc):
    text = str(exc)
    if "\\" in text:
        text = codecs.decode(text, "unicode_escape")
    return text


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not (isinstance(block, Mapping) and block.get("type") == "tool_use"):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {_message(exc)}"})
    return {"role": "user", "content": results}
