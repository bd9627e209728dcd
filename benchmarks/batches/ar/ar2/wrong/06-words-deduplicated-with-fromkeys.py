# Breaks: "deny.reason whole, character for character". To "never write the prefix twice" the
# words of "BLOCKED: " + reason are de-duplicated with dict.fromkeys, which also drops any
# word the reason repeats: Deny("the tool cannot open the case") gives
# "BLOCKED: the tool cannot open case".


def synthetic_error_result(tool_use_id, deny):
    """The tool_result that answers a denied call."""
    words = ("BLOCKED: " + deny.reason.strip()).split(" ")
    content = " ".join(dict.fromkeys(words))  # keeps order, drops the repeated BLOCKED:
    if deny.alternative and deny.alternative.strip():
        content += " Alternative: " + deny.alternative.strip()
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": content}
