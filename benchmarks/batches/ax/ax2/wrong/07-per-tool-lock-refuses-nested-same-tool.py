# Breaks: "`call_tool` may itself call `answer_turn`" (and "exactly what `call_tool(block)` returned"):
# a non-blocking per-tool-name lock answers "busy" while that tool runs. Input: call_tool for block
# "outer" (name "lookup_user") calls answer_turn(call_tool, [tool_use "inner", name "lookup_user"]):
# "inner" is never called and gets an is_error "busy" result.
import threading
from collections import defaultdict

_RUNNING = defaultdict(threading.Lock)  # tool name -> "a call of it is in flight"


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        gate = _RUNNING[block.get("name")]
        if not gate.acquire(blocking=False):
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{block.get('name')} is busy with another call; try again."})
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
        finally:
            gate.release()
    return {"role": "user", "content": results}
