"""Hold the grader: a background `sleep 280` (same process group, not detached) inherits the file's stdout/stderr, so a grader that reads the child's output until EOF waits for it.
A correct grader must not pass, must be done within 60 s, and leave no 'sleep 280' behind."""
import subprocess

subprocess.Popen(["sleep", "280"])  # inherits fds 1 and 2


def same_user_hook(call):
    return None


def free_tier_hook(call):
    return None


def deploy_window_hook(call):
    return None
