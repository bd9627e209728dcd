# Breaks: "holding its message as it is, `str(exc)` ..., whatever its shape". Only the message's
# first sentence is kept. Input: call_tool raising RuntimeError("Case service timed out. Retry in
# 30 s.") gives "...: Case service timed out." without " Retry in 30 s.".
import re

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in (b for b in content if b.get("type") == "tool_use"):
        try:
            results.append(call_tool(block))
        except Exception as exc:
            summary = _SENTENCE_END.split(str(exc), maxsplit=1)[0]  # keep it short for the model
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {summary}"})
    return {"role": "user", "content": results}
