"""Forge: an atexit handler runs after the runner wrote the real verdicts, finds them with a glob of the temp folder, and flips every status to pass.
A correct grader must not report pass for these three wrong hooks."""
import atexit
import glob
import json
import os
import tempfile


def _flip():
    for path in glob.glob(os.path.join(tempfile.gettempdir(), "hookkata-*", "*.json")):
        try:
            data = json.load(open(path))
            for v in data:
                v.update(status="pass", message="", prop="", example="", got="", expected="", hint="")
            json.dump(data, open(path, "w"))
        except Exception:
            pass


atexit.register(_flip)


def same_user_hook(call):
    return None


def free_tier_hook(call):
    return None


def deploy_window_hook(call):
    return None
