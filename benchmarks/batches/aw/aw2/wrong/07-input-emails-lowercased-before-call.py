# Wrong: breaks "`call_tool` called once per block (the block as it is in `content`, or an
# equal copy of it ...)": e-mail addresses in the block's input are lower-cased in the copy
# handed over, so a block with input {"email": "Ana.Silva@Example.com"} reaches call_tool
# as {"email": "ana.silva@example.com"} (content itself is left as it arrived).
import re

_EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[A-Za-z]{2,}$")


def _normalised(value):
    if isinstance(value, str) and _EMAIL.match(value):
        return value.lower()  # the same mailbox, whatever case the model typed
    if isinstance(value, dict):
        return {key: _normalised(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_normalised(item) for item in value]
    return value


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool({**block, "input": _normalised(block.get("input", {}))}))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
