package com.example.forms

import androidx.compose.foundation.interaction.MutableInteractionSource
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.shape.RoundedCornerShape
import androidx.compose.foundation.text.BasicTextField
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.material3.OutlinedTextFieldDefaults
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.remember
import androidx.compose.ui.Modifier
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.input.VisualTransformation
import androidx.compose.ui.unit.dp

private val Ink = Color(0xFF22252B)
private val Hint = Color(0xFF7C828C)
private val Rule = Color(0xFFC9CED6)
private val Focus = Color(0xFF2F6FEB)
private val Alarm = Color(0xFFD93025)

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun CodeField(value: String, onValueChange: (String) -> Unit, enabled: Boolean = true, isError: Boolean = false) {
    val source = remember { MutableInteractionSource() }
    val palette = OutlinedTextFieldDefaults.colors(
        unfocusedBorderColor = Rule,
        focusedBorderColor = Focus,
        errorBorderColor = Alarm,
        disabledBorderColor = Rule.copy(alpha = 0.5f),
        focusedPlaceholderColor = Hint,
        unfocusedPlaceholderColor = Hint,
        errorPlaceholderColor = Hint,
    )
    BasicTextField(
        value = value,
        onValueChange = onValueChange,
        modifier = Modifier.height(48.dp),
        enabled = enabled,
        interactionSource = source,
        decorationBox = { inner ->
            OutlinedTextFieldDefaults.DecorationBox(
                value = value,
                innerTextField = inner,
                enabled = enabled,
                singleLine = true,
                visualTransformation = VisualTransformation.None,
                interactionSource = source,
                isError = isError,
                placeholder = { Text("000000") },
                colors = palette,
                contentPadding = OutlinedTextFieldDefaults.contentPadding(start = 14.dp, end = 14.dp),
                container = {
                    OutlinedTextFieldDefaults.Container(
                        enabled = enabled,
                        isError = isError,
                        interactionSource = source,
                        colors = palette,
                        shape = RoundedCornerShape(10.dp),
                    )
                },
            )
        },
    )
}
