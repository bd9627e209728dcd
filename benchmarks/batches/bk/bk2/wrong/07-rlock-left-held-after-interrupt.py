# Wrong: "It may be called on any thread, not only the main one" (one at a time), and a KeyboardInterrupt
# "propagates as it is". Turns are serialised by a module RLock (re-entrant, so call_tool may call
# answer_turn) that is released only after a normal loop: once a call_tool has raised KeyboardInterrupt,
# a later answer_turn from another thread waits forever.
import threading

_turn_lock = threading.RLock()


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    _turn_lock.acquire()
    answers = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            answers.append(call_tool(block))
        except Exception as exc:
            answers.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"Tool call failed ({type(exc).__name__}): {exc}",
            })
    _turn_lock.release()
    return {"role": "user", "content": answers}
