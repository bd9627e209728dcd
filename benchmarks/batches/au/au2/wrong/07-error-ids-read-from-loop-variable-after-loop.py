# Breaks: "its place holds a dict with ... "tool_use_id": block["id"]". Failures are rendered
# after the loop, where `block` is the last tool_use. Input: [tool_use toolu_a whose call raises
# ValueError("disk full"), tool_use toolu_b that answers] -> the error result says "toolu_b".
def _describe(exc):
    message = str(exc)
    return f"{type(exc).__name__}: {message}" if message else type(exc).__name__


def answer_turn(call_tool, content):
    results, failures = [], []
    tool_uses = [b for b in content if b.get("type") == "tool_use"]
    for block in tool_uses:
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            failures.append((len(results), _describe(exc)))
            results.append(None)
    for slot, text in failures:  # render the failures once every call is done
        results[slot] = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}
    return {"role": "user", "content": results}
