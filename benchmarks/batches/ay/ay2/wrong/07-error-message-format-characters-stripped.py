# Breaks: "holding its message as it is, `str(exc)` ..., not stripped or escaped": invisible format characters
# (Unicode category Cf: zero-width spaces, bidi overrides) are removed "against prompt smuggling".
# Input: call_tool raising ValueError("user\u200bname taken") or ValueError("\u202eevil") gives content without the
# U+200B / U+202E, not the message as raised.
import unicodedata
from collections.abc import Mapping


def _visible(text):
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cf")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not (isinstance(block, Mapping) and block.get("type") == "tool_use"):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = _visible(str(exc))
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {text}" if text.strip() else type(exc).__name__})
    return {"role": "user", "content": results}
