# Wrong: breaks "After those results content may ... go on only with image, document or non-blank
# text blocks (never an empty text ...)": a digest of the failures' messages follows the results,
# and it is empty when the messages are. Input: call_tool raising ValueError("") -> the message
# ends with {"type": "text", "text": ""}.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results, failures = [], []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            failures.append(str(exc))
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True,
                            "content": f"The call failed with {type(exc).__name__}: {exc}"})
    if failures:  # say plainly, after the results, what went wrong
        results.append({"type": "text", "text": "\n".join(failures)})
    return {"role": "user", "content": results}
