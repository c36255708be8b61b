package demo.ui

import androidx.compose.foundation.layout.Column
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import demo.theme.AppTheme

@Composable
fun Tag(title: String, detail: String) {
    Column {
        Text(title, style = AppTheme.typography.labelStrong)
        Text(detail, style = AppTheme.typography.body)
    }
}
