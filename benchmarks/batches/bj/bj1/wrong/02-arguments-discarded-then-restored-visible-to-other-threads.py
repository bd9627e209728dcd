# Breaks: "by two threads at the same time: what a call returns comes from its own arguments
# alone". Input: threads A and B call rule_home(s, True) on one shared s = {"arguments"}; if A
# puts "arguments" back while B is between its discard and its test, B returns "PreToolUse"
# (seen every time with a set subclass whose discard sleeps). Alone it is right; s is restored.
def rule_home(reads, must_prevent):
    if not must_prevent:
        return "PostToolUse"
    had_arguments = "arguments" in reads
    reads.discard("arguments")  # look only at what the tool cannot see...
    try:
        if "outcome" in reads:
            raise ValueError("a rule that must prevent a call cannot read its outcome")
        return "PreToolUse" if reads else "tool"
    finally:
        if had_arguments:
            reads.add("arguments")  # ...and put it back: the caller's set is left as it arrived
