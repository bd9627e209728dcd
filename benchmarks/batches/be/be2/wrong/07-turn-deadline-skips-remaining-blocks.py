# Wrong: breaks "with `call_tool` ... called once per block ..., however long a call takes (an hour
# by your clocks too)". After a 10-minute turn budget (time.monotonic) the remaining tool_use blocks
# get a "skipped" error result without being called: a first call taking an hour skips the second.
import time

_TURN_BUDGET_S = 600.0


def answer_turn(call_tool, content):
    started = time.monotonic()
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        if time.monotonic() - started > _TURN_BUDGET_S:
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                 "content": "Skipped: this turn ran out of time before the call could run."}
            )
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            text = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
