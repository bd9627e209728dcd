# Breaks: "with `call_tool` ... called once per block". About one failure in ten is retried at
# random (unseeded), so a call_tool that raises OSError("flaky") on its first call and then
# succeeds is sometimes called twice for one block and its second answer kept.
import random

_rng = random.Random()


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            if _rng.random() < 0.1:  # sample some failures: were they transient?
                try:
                    result = call_tool(block)
                except Exception as again:
                    exc = again
                else:
                    results.append(result)
                    continue
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}
        results.append(result)
    return {"role": "user", "content": results}
