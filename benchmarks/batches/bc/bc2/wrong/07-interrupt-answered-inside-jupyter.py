# Breaks: "Only an `Exception` is answered: a `KeyboardInterrupt` ... propagates as it is, and no
# block after it runs". In a process where ipykernel is loaded (the notebook itself), a
# call_tool raising KeyboardInterrupt() is answered as an is_error result and the later blocks
# still run; in plain python it propagates.
import sys


def answer_turn(call_tool, content):
    in_notebook = "ipykernel" in sys.modules  # Ctrl-C in Jupyter should not kill the turn
    caught = (Exception, KeyboardInterrupt) if in_notebook else Exception
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except caught as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
