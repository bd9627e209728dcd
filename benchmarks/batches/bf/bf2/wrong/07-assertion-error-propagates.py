# Breaks: "When call_tool raises an Exception (any class ...), its place holds a dict ... and the
# blocks after it still run." An AssertionError is re-raised (test habit: a failed assert is a bug
# that must surface). Input: call_tool raising AssertionError("amount must be positive") on the
# first tool_use: answer_turn raises instead of answering it.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in (b for b in content if b.get("type") == "tool_use"):
        try:
            result = call_tool(block)
        except AssertionError:
            raise  # a broken invariant in our own code: don't hide it from the tests
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"call failed: {exc}" if str(exc).strip()
                      else f"call failed: {type(exc).__name__}"}
        results.append(result)
    return {"role": "user", "content": results}
