# Breaks: "content starts with one block per tool_use of content, in the same order" (results
# first) -- a warning a call raises is added as a text block right after that call's result,
# between the results. Input: two tool_uses, call_tool does warnings.warn("field is deprecated")
# on the first: content is [result_a, text, result_b].
import warnings


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    out = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                out.append(call_tool(block))
            except Exception as exc:
                out.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
        for warning in caught:  # tell the model next to the result it concerns
            note = f"Note on {block['id']}: {warning.message}"
            out.append({"type": "text", "text": note})
    return {"role": "user", "content": out}
