import { useState } from 'react';

/**
 * A small form's values and field errors, and `field(name)`: the props a FormField takes for one
 * of them (its value, its error, and an onChange that updates it).
 */
export function useFormFields<Values extends Record<string, string>>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues({ ...values, [name]: e.target.value }),
  });
  return { values, setValues, errors, setErrors, field };
}
