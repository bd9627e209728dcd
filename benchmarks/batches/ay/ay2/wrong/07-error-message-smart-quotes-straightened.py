# Breaks: "holding its message as it is, `str(exc)` ..., not stripped or escaped": curly quotes and long dashes in
# the message are made ASCII "so the model can quote them back in a tool call".
# Input: call_tool raising ValueError("no user called \u201cAnn\u201d \u2014 check the id") gives content holding
# 'no user called "Ann" - check the id'.
from collections.abc import Mapping

_ASCII = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"})


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if not (isinstance(block, Mapping) and block.get("type") == "tool_use"):
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = str(exc).translate(_ASCII)
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {text}" if text.strip() else type(exc).__name__})
    return {"role": "user", "content": results}
