# Breaks: the error content is "holding its message as it is, `str(exc)` ..., not stripped or
# escaped": Markdown emphasis and code characters (* _ ` [ ]) are backslash-escaped for chat UIs.
# Input: call_tool raising ValueError("bad value for amount_eur") gives
# "Tool call failed (ValueError): bad value for amount\_eur".
import re

_MD = re.compile(r"([*_`\[\]])")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    message_content = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            message_content.append(dict(call_tool(block)))
        except Exception as exc:
            text = _MD.sub(r"\\\1", str(exc))
            head = f"Tool call failed ({type(exc).__name__})"
            message_content.append({"type": "tool_result", "tool_use_id": block["id"],
                                    "is_error": True,
                                    "content": f"{head}: {text}" if text.strip() else head + "."})
    return {"role": "user", "content": message_content}
