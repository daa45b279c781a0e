throw new Error('boom while importing the adapter');
