# Breaks: "Returns: an `int`, how many hooks raised" (every Exception counts the same).
# A hook raising ssl.SSLError (a certificate problem, "configuration, not a failure") is reported
# but left out of the count: hooks=[raise ssl.SSLError("bad cert")] returns 0, expected 1.
import ssl


def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except Exception as exc:
            report(hook, exc)
            if not isinstance(exc, ssl.SSLError):  # TLS misconfiguration: ops' problem, not a hook failure
                failures += 1
    return failures
