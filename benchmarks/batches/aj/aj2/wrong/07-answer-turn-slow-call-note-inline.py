# Breaks "whose `content` starts with one block per `tool_use` ... however long a call takes (an
# hour by your clocks too)": a call slower than 30 s gets a text note right after its result, so a
# text block sits between results. Input: [tool_use "a" taking an hour (time.monotonic jumps
# 3600 s), tool_use "b"] -> content is [result a, text note, result b].
import time

SLOW_S = 30.0


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    out = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        started = time.monotonic()
        try:
            out.append(call_tool(block))
        except Exception as exc:
            out.append(
                {
                    "type": "tool_result",
                    "tool_use_id": block["id"],
                    "is_error": True,
                    "content": f"Tool call failed ({type(exc).__name__}): {exc}",
                }
            )
        took = time.monotonic() - started
        if took > SLOW_S:  # tell the model the tool is slow, so it batches less
            out.append({"type": "text", "text": f"(note: {block.get('name')} took {took:.0f} s)"})
    return {"role": "user", "content": out}
