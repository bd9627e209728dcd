# Breaks: "holding its message as it is, `str(exc)` ..., not stripped or escaped": the message is NFC-normalised.
# Input: call_tool raising ValueError("cafe\u0301 not found") (a decomposed e + combining accent) gives content
# holding "caf\u00e9 not found", a different string from str(exc).
import unicodedata
from collections.abc import Mapping


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not (isinstance(block, Mapping) and block.get("type") == "tool_use"):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = unicodedata.normalize("NFC", str(exc))
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"The tool raised {type(exc).__name__}: {text}"})
    return {"role": "user", "content": results}
