# Wrong: "call_tool may itself call answer_turn (that turn is answered by the same rules)".
# Turns are serialised by a module RLock, which lets a nested turn in the same thread through
# but not one that call_tool runs on a worker thread (a tool pool): there the inner turn waits
# 5 s and raises RuntimeError, so the outer block gets an is_error result instead of the
# tool's answer (call_tool = lambda b: pool.submit(answer_turn, inner, [block2]).result() ...).
import threading

_TURN = threading.RLock()


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    if not _TURN.acquire(timeout=5):
        raise RuntimeError("another turn is being answered")
    try:
        results = []
        for block in content:
            if block.get("type") != "tool_use":
                continue
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(
                    {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                     "content": f"Tool call failed ({type(exc).__name__}): {exc}"}
                )
        return {"role": "user", "content": results}
    finally:
        _TURN.release()
