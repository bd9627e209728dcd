# Right: an iterator over the list (never changed), one hook at a time with the current call; match
# sends a Deny straight back (that object, nothing after it runs), a Rewrite replaces the call with
# current.with_input(new_input), None or ALLOW go on. With no Deny the current call is returned
# (call itself if never rewritten). Nothing is caught, so exceptions leave as they are.
from toolhooks import Allow, Deny, Rewrite


def run_chain(hooks, call):
    """The PreToolUse chain: the first Deny, or the call as finally rewritten."""
    current = call
    pending = iter(hooks)
    while True:
        hook = next(pending, _END)
        if hook is _END:
            return current
        match hook(current):
            case Deny() as refusal:
                return refusal
            case Rewrite(new_input=new_input):
                current = current.with_input(new_input)
            case None | Allow():
                pass


_END = object()
