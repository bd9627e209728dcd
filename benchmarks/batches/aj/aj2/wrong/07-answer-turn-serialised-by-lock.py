# Breaks "`call_tool` may itself call `answer_turn`": a module-wide threading.Lock keeps turns "one
# at a time", so a call_tool that answers a sub-turn inside waits for itself forever.
# Input: call_tool = lambda b: answer_turn(inner_tool, [tool_use "x"])["content"][0] (re-keyed to
# b's id) -> deadlock (the grader's time limit).
import threading

_ONE_TURN_AT_A_TIME = threading.Lock()


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    with _ONE_TURN_AT_A_TIME:
        results = []
        for block in content:
            if block.get("type") != "tool_use":
                continue
            try:
                results.append(call_tool(block))
            except Exception as exc:
                results.append(
                    {
                        "type": "tool_result",
                        "tool_use_id": block["id"],
                        "is_error": True,
                        "content": f"Tool call failed ({type(exc).__name__}): {exc}",
                    }
                )
        return {"role": "user", "content": results}
