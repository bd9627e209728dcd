# Breaks: "with `call_tool` ... called once per block ... (two blocks with the same id ... are two
# calls and two results)" - here, two blocks with different ids. Blocks asking the same tool with
# the same input are answered from a memo. Input: two tool_use blocks, ids "a" and "b", both
# lookup_user {"user_id": "u_004"} -> call_tool runs once; b gets a's result with its id patched.
import json


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results, seen = [], {}
    for block in content:
        if block.get("type") != "tool_use":
            continue
        key = (block.get("name"), json.dumps(block.get("input"), sort_keys=True, default=str))
        if key in seen:  # the model asked the same thing twice in parallel: one call is enough
            results.append({**seen[key], "tool_use_id": block["id"]})
            continue
        try:
            result = call_tool(block)
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"the call failed with {type(exc).__name__}: {exc}"}
        seen[key] = result
        results.append(result)
    return {"role": "user", "content": results}
