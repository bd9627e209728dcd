# Breaks: "Returns: an int, how many hooks raised". A filter object is read twice: any() consumes
# up to the first failing hook, and len(list(...)) counts only what is left.
# Input: hooks=[h] where h raises ValueError: returns 0, not 1 (two failing hooks give 1, not 2).
def run_observers(hooks, event, report):
    def failed(hook):
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            return True
        return False

    failing = filter(failed, hooks)
    if any(True for _ in failing):
        return len(list(failing))
    return 0
